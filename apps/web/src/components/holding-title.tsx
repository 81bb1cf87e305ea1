/** A holding's name with its status beside it, coloured by the status (`earning-status-<status>`). */
export function HoldingTitle({
  name,
  status,
  statusText,
}: {
  name: string;
  status: string;
  statusText: string;
}) {
  return (
    <h2 className="earning-card-title">
      {name} <span className={`earning-status earning-status-${status}`}>{statusText}</span>
    </h2>
  );
}
