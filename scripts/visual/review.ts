/**
 * `npm run visual:review`: a static HTML page listing every story and page whose screenshot changed in the last visual
 * run (npm test, or `npm run test:visual`), with the baseline, the new image and the difference side by side. The
 * images are copied next to the page, so it stays valid after `npm run visual:accept`. Prints the page's path; opens
 * it when the machine has a display.
 */
import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { browserKey, projectRoot, reviewRoot } from '../../harness/visual-baselines.ts'
import { changedShots, type ChangedShot } from './results.ts'

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

function figure(label: string, file: string | undefined, copyAs: string): string {
  if (!file) return `<figure><figcaption>${label}</figcaption><p class="none">none</p></figure>`
  copyFileSync(file, path.join(reviewRoot, 'img', copyAs))
  return `<figure><figcaption>${label}</figcaption><a href="img/${copyAs}"><img src="img/${copyAs}" alt="${label}" loading="lazy"></a></figure>`
}

function section(shot: ChangedShot): string {
  const id = `${shot.suite}-${shot.name}`
  const status = shot.baseline ? 'changed' : 'new (no baseline yet)'
  return `<section id="${escape(id)}">
  <h2>${escape(shot.name)} <small>${shot.suite}, ${status}</small></h2>
  <p>Accept: <code>npm run visual:accept ${escape(shot.name)}</code></p>
  <div class="row">
    ${figure('Baseline', shot.baseline, `${id}-baseline.png`)}
    ${figure('New', shot.actual, `${id}-new.png`)}
    ${figure('Difference', shot.diff, `${id}-diff.png`)}
  </div>
</section>`
}

const shots = changedShots()
rmSync(reviewRoot, { recursive: true, force: true })
mkdirSync(path.join(reviewRoot, 'img'), { recursive: true })
const key = browserKey()
const list = shots.map(
  (s) => `<li><a href="#${escape(`${s.suite}-${s.name}`)}">${escape(s.name)}</a> (${s.suite})</li>`,
)
const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual review: ${shots.length} changed</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 24px; color: #1f1a17; background: #fbf8f4; }
  section { border-top: 1px solid #e2d8cb; padding: 16px 0; }
  h2 small { font-weight: 400; color: #5f5650; }
  .row { display: grid; grid-template-columns: repeat(3, 1fr); gap: 16px; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: 600; }
  img { max-width: 100%; border: 1px solid #e2d8cb; background: #fff; }
  .none { color: #5f5650; font-style: italic; }
</style></head>
<body>
<h1>Visual review (${escape(key)})</h1>
<p>${
  shots.length === 0
    ? 'No story or page changed in the last visual run.'
    : `${shots.length} screenshot${shots.length === 1 ? '' : 's'} changed in the last visual run. ` +
      'Accept all with <code>npm run visual:accept</code>, or one by name.'
}</p>
<ul>${list.join('')}</ul>
${shots.map(section).join('\n')}
</body></html>
`
const page = path.join(reviewRoot, 'index.html')
writeFileSync(page, html)
for (const shot of shots) console.log(`${shot.baseline ? 'changed' : 'new    '}  ${shot.suite.padEnd(7)}  ${shot.name}`)
console.log(
  `\n${shots.length} changed screenshot${shots.length === 1 ? '' : 's'}. Review: ${path.relative(projectRoot, page)}`,
)
console.log(pathToFileURL(page).href)
// Only where someone can look at it: CI and this machine have no display.
if (process.env.DISPLAY || process.env.WAYLAND_DISPLAY)
  spawn('xdg-open', [page], { stdio: 'ignore', detached: true })
    .on('error', () => {})
    .unref()
