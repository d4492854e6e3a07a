import { pageWindow, showPagination, totalPages } from './pagination';

interface Props {
  page: number;
  pageSize: number;
  totalCount: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}

export function PaginationBar({ page, pageSize, totalCount, hasNext, onPage }: Props) {
  const pages = totalPages(totalCount, pageSize);
  if (!showPagination(page, hasNext, pages)) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-2">
      <button type="button" className="btn-ghost px-3" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {pageWindow(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onPage(number)}
          className={`h-10 w-10 rounded-full text-sm font-semibold ${number === page ? 'bg-brand-600 text-white' : 'text-plum-800 hover:bg-plum-50'}`}
        >
          {number}
        </button>
      ))}
      <button type="button" className="btn-ghost px-3" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
