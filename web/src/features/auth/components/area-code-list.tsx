import type { TAreaCodeEntry } from '@club/contract';
import { SearchBar } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { QueryState } from '../../../ui/query-state';
import { useAreaCode } from '../area-code';
import styles from '../auth.module.css';

/** Searchable list of countries and regions with their dialling codes. */
export function AreaCodeList({ onSelect }: { onSelect: (entry: TAreaCodeEntry) => void }) {
  const { t } = useTranslation();
  const { list, country, areaCode } = useAreaCode();
  const [search, setSearch] = useState('');

  const filter = useMemo(() => {
    const needle = search.trim().toLowerCase().replace(/^\+/, '');
    return (entries: TAreaCodeEntry[]) =>
      needle
        ? entries.filter(
            (e) =>
              e.name.toLowerCase().includes(needle) ||
              e.areaCode.startsWith(needle) ||
              e.country.toLowerCase() === needle,
          )
        : entries;
  }, [search]);

  return (
    <div className={styles.areaList}>
      <div className={styles.areaSearch}>
        <SearchBar
          placeholder={t('auth.searchCountry')}
          value={search}
          onChange={setSearch}
          data-testid="area-code-search"
        />
      </div>
      <QueryState query={list}>
        {(entries) => {
          const shown = filter(entries);
          if (shown.length === 0) return <EmptyState compact />;
          return (
            <ul className={styles.areaItems}>
              {shown.map((entry) => {
                const active = entry.country === country && entry.areaCode === areaCode;
                return (
                  <li key={`${entry.country}-${entry.areaCode}`}>
                    <button
                      type="button"
                      className={`${styles.areaItem} ${active ? styles.areaItemActive : ''}`}
                      onClick={() => onSelect(entry)}
                      data-testid={`area-code-${entry.country}`}
                    >
                      <span className={styles.country} aria-hidden="true">
                        {entry.country}
                      </span>
                      <span className={styles.areaName}>{entry.name}</span>
                      <span className={styles.areaCode} dir="ltr">
                        +{entry.areaCode}
                      </span>
                      {active && <CheckOutline className={styles.areaCheck} />}
                    </button>
                  </li>
                );
              })}
            </ul>
          );
        }}
      </QueryState>
    </div>
  );
}
