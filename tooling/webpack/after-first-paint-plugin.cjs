/**
 * The page loads the app's code once the server's HTML is painted: the entry's script tag is replaced by the
 * shell's boot script (shell/src/boot/boot.js, emitted with a content hash) that names the entry in `data-src` and
 * adds it after the first paint. A deferred entry is fetched at once and, on a fast connection, run before the
 * first paint, which then waits for it (Lighthouse's first paint and LCP include the download of the code).
 *
 * With `afterPaintStyles`, the same for the entry's stylesheet (the shell's: the fonts): linked with media="print"
 * and data-after-paint, so the browser fetches it without applying it (no font it declares is asked for), and the
 * boot script applies it after the first paint. A font asked for before the first paint is on the path to the largest paint: on a slow
 * network the page's largest text waited for the 70 KB of Inter (Lighthouse's LCP 1.6–1.7 s instead of 1.2 s).
 */
const { readFileSync } = require('node:fs');
const { createHash } = require('node:crypto');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'AfterFirstPaintPlugin';

class AfterFirstPaintPlugin {
  /** @param {{ boot: string, entry?: string, afterPaintStyles?: boolean }} options the boot script's path; the entry chunk's name (main); whether its stylesheet waits for the first paint too */
  constructor({ boot, entry = 'main', afterPaintStyles }) {
    this.boot = boot;
    this.entry = entry;
    this.afterPaintStyles = afterPaintStyles;
  }

  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.boot);
      const source = readFileSync(this.boot, 'utf8');
      const file = `boot.${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(file, new sources.RawSource(source));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '';
        const entryFile = new RegExp(`(^|/)${this.entry}(\\.[0-9a-f]+)?\\.js$`);
        const afterPaint = this.afterPaintStyles ? new RegExp(`(^|/)${this.entry}(\\.[0-9a-f]+)?\\.css$`) : null;
        for (const tag of [...data.headTags, ...data.bodyTags]) {
          if (afterPaint && tag.tagName === 'link' && typeof tag.attributes.href === 'string' && afterPaint.test(tag.attributes.href)) {
            tag.attributes.media = 'print';
            tag.attributes['data-after-paint'] = true;
          }
          if (tag.tagName !== 'script' || typeof tag.attributes.src !== 'string' || !entryFile.test(tag.attributes.src)) continue;
          tag.attributes['data-src'] = tag.attributes.src;
          tag.attributes.src = `${publicPath}${file}`;
        }
        return data;
      });
    });
  }
}

module.exports = { AfterFirstPaintPlugin };
