import { Form, Input, Space, Switch, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './language-grid.module.css';
import { dirOf, EDITING_LANGUAGES } from './record-drawer';
import { textProblem } from './use-text-rule';

/** One text of a record: a column of the grid, one cell per language. */
export type GridField = {
  name: string;
  label: string;
  max: number;
  /** Rows of a text area; a one-line input without. */
  rows?: number;
  /**
   * `always`: English needs it, and so does every language given any text (a title); `english`:
   * English needs it, the other languages fall back to it field by field.
   */
  required?: 'always' | 'english';
  /** Holds the whole width under its row: a long text (an article's body) that a cell would cramp. */
  wide?: boolean;
  /** An editor in place of the plain input (rich text). */
  render?: (lang: { code: string; rtl: boolean }, placeholder: string | undefined) => ReactNode;
  testId?: string;
  /** What to say of a refused character, where the general message would not tell what to change. */
  badCharacters?: string;
};

type Texts = Record<string, Record<string, string | undefined> | undefined>;

const filled = (text: string | undefined) => Boolean(text?.trim());
const hasAny = (row: Record<string, string | undefined> | undefined) => Object.values(row ?? {}).some(filled);

/** The fields English has that a language lacks: there members read the English. */
export function missingFields(texts: Texts | undefined, fields: GridField[], code: string) {
  if (code === 'en') return [];
  return fields.filter((f) => filled(texts?.en?.[f.name]) && !filled(texts?.[code]?.[f.name]));
}

/** The languages given any text, each field trimmed: what a save sends. */
export function filledTexts(texts: Texts | undefined) {
  return Object.fromEntries(
    Object.entries(texts ?? {})
      .filter(([, row]) => hasAny(row))
      .map(([lang, row]) => [
        lang,
        Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, v?.trim() ?? ''])),
      ]),
  );
}

/**
 * Every language of a record's texts side by side, under the form's `texts`: a row per language,
 * English first as the reference (its words are every other cell's placeholder), a "missing" tag
 * on a language that lacks a text English has, and a switch to show only those. Rows filtered out
 * stay mounted, so their values are saved with the rest.
 */
export function LanguageGrid({ fields }: { fields: GridField[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const texts = Form.useWatch('texts', form) as Texts | undefined;
  const [missingOnly, setMissingOnly] = useState(false);
  const missing = EDITING_LANGUAGES.filter((l) => missingFields(texts, fields, l.code).length > 0);
  const inline = fields.filter((f) => !f.wide);
  const wide = fields.filter((f) => f.wide);

  function cell(f: GridField, l: (typeof EDITING_LANGUAGES)[number]) {
    const placeholder = l.code === 'en' ? undefined : texts?.en?.[f.name];
    const testId = f.testId && (l.code === 'en' ? f.testId : `${f.testId}-${l.code}`);
    return (
      <Form.Item
        name={['texts', l.code, f.name]}
        style={{ margin: 0 }}
        dependencies={fields.filter((o) => o !== f).map((o) => ['texts', l.code, o.name])}
        rules={[
          ({ getFieldValue }) => ({
            validator(_: unknown, value: string | undefined) {
              const required =
                f.required !== undefined &&
                (l.code === 'en' || (f.required === 'always' && hasAny(getFieldValue(['texts', l.code]))));
              const problem = textProblem(value, { max: f.max, multiLine: Boolean(f.rows), required });
              if (!problem) return Promise.resolve();
              const text =
                problem === 'required'
                  ? t('common.required')
                  : problem === 'tooLong'
                    ? t('common.tooLong', { max: f.max })
                    : (f.badCharacters ?? t('common.badCharacters'));
              return Promise.reject(new Error(text));
            },
          }),
        ]}
      >
        {f.render ? (
          f.render(l, placeholder)
        ) : f.rows ? (
          <Input.TextArea
            rows={f.rows}
            maxLength={f.max}
            dir={dirOf(l)}
            placeholder={placeholder}
            aria-label={`${f.label} ${l.code}`}
            data-testid={testId}
          />
        ) : (
          <Input
            maxLength={f.max}
            dir={dirOf(l)}
            placeholder={placeholder}
            aria-label={`${f.label} ${l.code}`}
            data-testid={testId}
          />
        )}
      </Form.Item>
    );
  }

  return (
    <div data-testid="language-grid">
      <div className={styles.toolbar}>
        <Space>
          <Switch
            size="small"
            checked={missingOnly}
            onChange={setMissingOnly}
            aria-label={t('languageGrid.missingOnly')}
            data-testid="missing-only"
          />
          {t('languageGrid.missingOnly')}
        </Space>
        <Typography.Text type="secondary">
          {t('languageGrid.missingCount', { count: missing.length, total: EDITING_LANGUAGES.length - 1 })}
        </Typography.Text>
      </div>
      <div className={styles.scroll}>
        <table className={styles.grid}>
          <thead>
            <tr>
              <th className={styles.language}>{t('common.language')}</th>
              {inline.map((f) => (
                <th key={f.name}>{f.label}</th>
              ))}
            </tr>
          </thead>
          {EDITING_LANGUAGES.map((l) => {
            const lacks = missing.includes(l);
            const hidden = missingOnly && !lacks && l.code !== 'en';
            return (
              <tbody
                key={l.code}
                hidden={hidden}
                className={l.code === 'en' ? styles.reference : undefined}
                data-testid={`language-row-${l.code}`}
              >
                <tr>
                  <td rowSpan={1 + wide.length}>
                    <div lang={l.code}>{l.name}</div>
                    {l.code === 'en' ? (
                      <Tag color="blue">{t('languageGrid.reference')}</Tag>
                    ) : (
                      lacks && (
                        <Tag color="warning" data-testid={`missing-${l.code}`}>
                          {t('languageGrid.missing')}
                        </Tag>
                      )
                    )}
                  </td>
                  {inline.map((f) => (
                    <td key={f.name}>{cell(f, l)}</td>
                  ))}
                </tr>
                {wide.map((f) => (
                  <tr key={f.name}>
                    <td colSpan={inline.length}>
                      <Typography.Text type="secondary">{f.label}</Typography.Text>
                      {cell(f, l)}
                    </td>
                  </tr>
                ))}
              </tbody>
            );
          })}
        </table>
      </div>
    </div>
  );
}
