/** The decision an operator is taking on one row of a review queue: which row, and which way. */
export interface PendingDecision<Row, Kind extends string> {
  row: Row;
  kind: Kind;
}

/** What a review queue hands the modal that takes a decision: null while none is being taken. */
export interface DecisionModalProps<Row, Kind extends string> {
  decision: PendingDecision<Row, Kind> | null;
  onClose: () => void;
}
