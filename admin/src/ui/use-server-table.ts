import type { TPaged } from '@club/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TableColumnType, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type ReactNode, useState } from 'react';
import { formatTime } from './format';

type Sort = { field?: string; order: 'asc' | 'desc' };

/** What every back-office list call takes (`ZAdminPageBody`): page, size, sort column, filters. */
export type PageBody = { page: number; size: number; sortField?: string; sortOrder?: 'asc' | 'desc' };

/** Filters with empty values left out, so "all" sends nothing: a part of the filters, as typed. */
function present<F extends object>(filters: F): Partial<F> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<F>;
}

/**
 * A back-office list paged, sorted and filtered by the server: the table's page, size and sorted
 * column (the column's `key` is the server's sort field) become the body of the feature's list
 * call (`fetchPage`), cached under `key` and the body; new filters go back to page 1.
 */
export function useServerTable<T extends { id: number | string }, F extends object>(
  key: readonly unknown[],
  fetchPage: (body: PageBody & Partial<F>) => Promise<TPaged<T>>,
  filters: F,
  /** A queue others change (members writing in): asked again every this many ms. */
  refetchInterval?: number,
) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [sort, setSort] = useState<Sort>({ order: 'desc' });
  const applied = present(filters);
  const [lastFilters, setLastFilters] = useState(JSON.stringify(applied));
  if (JSON.stringify(applied) !== lastFilters) {
    setLastFilters(JSON.stringify(applied));
    setPage(1);
  }
  const body: PageBody & Partial<F> = {
    page,
    size,
    ...(sort.field ? { sortField: sort.field, sortOrder: sort.order } : {}),
    ...applied,
  };
  const query = useQuery({
    queryKey: [...key, body],
    queryFn: () => fetchPage(body),
    placeholderData: keepPreviousData,
    refetchInterval,
  });

  const tableProps: TableProps<T> = {
    rowKey: 'id',
    dataSource: query.data?.list,
    // A live queue's background refresh keeps the rows up without a spinner; a new page shows one.
    loading: query.isFetching && (!refetchInterval || query.isPlaceholderData || query.isPending),
    scroll: { x: 'max-content' },
    pagination: {
      current: page,
      pageSize: size,
      total: query.data?.pagination.total ?? 0,
      showSizeChanger: true,
      pageSizeOptions: [10, 20, 50, 100],
    },
    onChange(pagination, _filters, sorter) {
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
      const field = s?.order ? String(s.columnKey ?? s.field) : undefined;
      setSort({ field, order: s?.order === 'ascend' ? 'asc' : 'desc' });
      setSize(pagination.pageSize ?? size);
      setPage(pagination.pageSize !== size ? 1 : (pagination.current ?? 1));
    },
  };
  /** The sort arrow antd shows for a column, following the server's order. */
  const sortOrderOf = (field: string) =>
    sort.field === field ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
  /** A time column the server sorts by (`createdAt` unless told), written as the back office writes times. */
  const timeColumn = (title: ReactNode, field = 'createdAt'): TableColumnType<T> => ({
    title,
    dataIndex: field,
    key: field,
    sorter: true,
    sortOrder: sortOrderOf(field),
    render: formatTime,
  });
  return { tableProps, query, sortOrderOf, timeColumn };
}
