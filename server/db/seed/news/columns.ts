// The demo news columns (getColumnByType type=1) with their categories, in tab order.
export const demoColumns = [
  { columnNo: 'football', name: '足球', sort: 10, categories: ['国内', '国际', '转会'] },
  { columnNo: 'basketball', name: '篮球', sort: 20, categories: ['国内', '国际'] },
  { columnNo: 'csl', name: '中超', sort: 30, categories: ['前瞻', '战报', '新闻'] },
  { columnNo: 'epl', name: '英超', sort: 40, categories: ['前瞻', '战报', '新闻'] },
  { columnNo: 'nba', name: 'NBA', sort: 50, categories: ['前瞻', '战报', '新闻'] },
  { columnNo: 'cba', name: 'CBA', sort: 60, categories: ['前瞻', '战报', '新闻'] },
] as const;

export type DemoColumnNo = (typeof demoColumns)[number]['columnNo'];
