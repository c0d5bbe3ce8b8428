import { writeDemoImages } from './images';
const t = performance.now();
const n = await writeDemoImages('/tmp/imgtest/uploads');
console.log(n, Math.round(performance.now() - t));
