import { ZRankRewardsUpdateBody } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { figureText, rewardCards, toRewardBody } from './ranking-values';

const amounts = [10_000, 5_000, 3_000, 1_000, 1_000, 500, 500, 500, 0, 0];

describe('rewardCards', () => {
  it('lays the four boards and spans out in a fixed order, whatever the answer’s order', () => {
    const cards = rewardCards([
      { board: 'crowdfunding', span: 'month', amounts },
      { board: 'invite', span: 'week', amounts },
      { board: 'crowdfunding', span: 'week', amounts },
      { board: 'invite', span: 'month', amounts },
    ]);
    expect(cards.map((c) => `${c.board}/${c.span}`)).toEqual([
      'invite/week',
      'invite/month',
      'crowdfunding/week',
      'crowdfunding/month',
    ]);
  });

  it('shows a board the answer lacks as ten places with no reward', () => {
    const cards = rewardCards([{ board: 'invite', span: 'week', amounts }]);
    expect(cards[0]?.amounts).toEqual(amounts);
    expect(cards[3]).toEqual({ board: 'crowdfunding', span: 'month', amounts: Array(10).fill(0) });
  });
});

describe('toRewardBody', () => {
  it('sends the card’s board and span with the ten amounts, zeros included, as the contract takes it', () => {
    const body = toRewardBody({ board: 'crowdfunding', span: 'week' }, { amounts });
    expect(body).toEqual({ board: 'crowdfunding', span: 'week', amounts });
    expect(ZRankRewardsUpdateBody.safeParse(body).success).toBe(true);
  });
});

describe('figureText', () => {
  const money = (minor: number) => `${minor / 100} USD`;
  it('counts people on the invitations board and money on crowdfunding', () => {
    expect(figureText('invite', 12, money)).toBe('12');
    expect(figureText('crowdfunding', 125_050, money)).toBe('1250.5 USD');
  });
});
