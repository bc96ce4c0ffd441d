import type { TProject } from '@club/contract';

/** A fundraising LINEAR project as the catalogue answers it; `over` changes any field. */
export function projectFixture(over: Partial<TProject> = {}): TProject {
  return {
    id: 7,
    title: 'Night Train to Lisbon',
    description: '',
    poster: null,
    stills: [],
    trailer: null,
    actor: '',
    cast: '',
    score: '8.1',
    focusIndex: 0,
    amount: 10_000_000,
    single: 10_000,
    returnValue: '0.001',
    annualRate: '0.365',
    cycle: 3,
    repayType: 'LINEAR',
    raised: 0,
    progressRate: '0',
    investorCount: 0,
    phase: 'fundraising',
    state: 'participate',
    fundraisingStartAt: '2026-01-01T00:00:00.000Z',
    fundraisingEndAt: '2026-02-01T00:00:00.000Z',
    riskText: '',
    hot: false,
    favorite: false,
    follow: false,
    ...over,
  };
}
