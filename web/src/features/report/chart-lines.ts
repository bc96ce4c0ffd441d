/**
 * How each line of a graph is drawn, shared by the chart and the key beside it: the graph's own
 * figure in the theme's gold over a light fill; the team graph's members in a green that reads apart,
 * dashed, so the gold line still shows where the two are equal (a team of members only).
 */
export const CHART_LINES = [
  { stroke: '#b8893a', fill: 'rgb(201 161 74 / 14%)', dash: undefined },
  { stroke: '#2f7d6d', fill: undefined, dash: [6, 4] },
] as const;
