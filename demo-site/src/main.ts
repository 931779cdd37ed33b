import { startDemo } from './demo-page.ts';

const root = document.getElementById('demo');
if (root) void startDemo({ root, search: location.search, pageUrl: location.href });
