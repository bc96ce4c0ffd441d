import { PROJECT_LABELS } from '@club/contract/project';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../i18n';
import { ProjectStateTag, projectStateTone } from './project-state';

beforeAll(async () => {
  await initI18n('en');
});

const label = (state: (typeof PROJECT_LABELS)[number]) =>
  renderToStaticMarkup(<ProjectStateTag state={state} />).replace(/<[^>]+>/g, '');

describe('project state tag (spec §4)', () => {
  it('names each of the eight states in the words of the specification', () => {
    expect(PROJECT_LABELS.map(label)).toEqual([
      'Not started',
      'Participate now',
      'Already participated',
      'Dividends being distributed',
      'Waiting for repayment',
      'Repayment in progress',
      'Repayment ended',
      'Project ended',
    ]);
  });

  it('carries the state and its tone for tests and styles', () => {
    const html = renderToStaticMarkup(<ProjectStateTag state="waitingRepayment" />);
    expect(html).toContain('data-testid="project-state"');
    expect(html).toContain('data-state="waitingRepayment"');
    expect(html).toContain('data-tone="danger"');
    expect(projectStateTone.participate).toBe('waiting');
    expect(projectStateTone.ended).toBe('muted');
  });

  it('is translated, never a key, in every language', async () => {
    for (const code of ['ar-EG', 'zh-Hans', 'de-DE'] as const) {
      await changeLanguage(code);
      for (const state of PROJECT_LABELS) {
        const text = label(state);
        expect(text).not.toContain('project.state');
        expect(text.length).toBeGreaterThan(0);
      }
    }
    await changeLanguage('en');
  });
});
