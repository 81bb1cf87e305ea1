/** Whether the app has an entry of its own to go back to (react-router numbers its entries). */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}
