import { embedPorchlight } from './embed-snippet.ts';

embedPorchlight('/widget/loader.js', { property: 'demo' });
