import type { ThemeConfig } from 'antd';

/**
 * The back office's gold theme, every text colour at WCAG AA (4.5:1) on the surface it sits on.
 * The primary gold is dark enough for white text on buttons and the selected menu entry, and for
 * gold text (tabs, links) on white; its tints keep the lighter gold of the brand.
 */
const GOLD = '#8a6514';

/**
 * antd colours tag text with shade 7 of each preset palette, under 4.5:1 on the tag's own shade-1
 * background for several of them: these are the darker shades that pass. antd keeps each shade
 * under two names (`green7`, and `green-7` behind its CSS variable); both are set.
 */
const SHADE_7 = {
  orange: '#ad4e00',
  volcano: '#ad2102',
  gold: '#874d00',
  yellow: '#876800',
  lime: '#3f6600',
  green: '#237804',
  cyan: '#006d75',
};
const TAG_TEXT = Object.fromEntries(
  Object.entries(SHADE_7).flatMap(([color, hex]) => [
    [`${color}7`, hex],
    [`${color}-7`, hex],
  ]),
);

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: GOLD,
    // Hover and press stay dark enough for white text; the tints are those of the brand gold #b8892e.
    colorPrimaryHover: '#7a5912',
    colorPrimaryActive: '#634409',
    colorPrimaryBg: '#f7f5e9',
    colorPrimaryBgHover: '#ebe5d1',
    colorPrimaryBorder: '#ded0a2',
    colorPrimaryBorderHover: '#d1b977',
    colorPrimaryTextHover: '#7a5912',
    // Links follow the theme instead of antd's default blue.
    colorLink: GOLD,
    colorLinkHover: '#7a5912',
    colorLinkActive: '#634409',
    // Secondary text, hints and placeholders: antd's 45% and 25% greys are too faint to read.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Status texts (Typography type, form help): antd uses the bright base colours.
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
    colorErrorText: '#cf1322',
    colorError: '#d9363e',
    colorErrorHover: '#cf1322',
    colorErrorActive: '#a8071a',
    ...TAG_TEXT,
  },
  // A progress bar fills in the theme's gold, not antd's info blue.
  components: { Progress: { defaultColor: GOLD } },
};
