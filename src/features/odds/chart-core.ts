// chart.js with only the parts the odds charts draw, registered once. Loaded on demand by chart-canvas.tsx,
// so chart.js sits in its own chunk that only the pages drawing a chart fetch.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  LinearScale,
  CategoryScale,
  Legend,
  Tooltip,
);

// The site's CJK font stack, so legends and ticks read like the tables around them.
Chart.defaults.font.family =
  '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", Arial, sans-serif';
Chart.defaults.font.size = 11;
Chart.defaults.color = '#737373';

export { Chart };
