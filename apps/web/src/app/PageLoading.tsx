import './page-loading.css';

/** Shown while a page's code arrives; plain markup so every page can afford it. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-busy="true">
      <span className="page-loading-dot" />
    </div>
  );
}
