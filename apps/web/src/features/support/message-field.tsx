import List from 'antd-mobile/es/components/list';

/** The text of a support message, as one row of a form (at most 2000 characters, as the server keeps). */
export function MessageField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  invalid?: boolean;
}) {
  return (
    <List.Item title={<label htmlFor={props.id}>{props.label}</label>}>
      <textarea
        id={props.id}
        className="support-text"
        maxLength={2000}
        value={props.value}
        aria-invalid={props.invalid ? true : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </List.Item>
  );
}
