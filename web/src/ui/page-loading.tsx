/** Shown while the first screen of a visit loads. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      Loading...
    </div>
  );
}
