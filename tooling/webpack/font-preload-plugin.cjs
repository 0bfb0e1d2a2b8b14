/**
 * The page asks for its first fonts with its HTML: a `<link rel=preload as=font>` in the template's head for each
 * emitted font file a pattern names. Found only through the stylesheet, a font arrives after the first paint, and
 * the swap lays the whole page out again (on a phone, a long task). A pattern that names no emitted file fails the
 * build, so renaming a font cannot silently drop its preload.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'FontPreloadPlugin';

class FontPreloadPlugin {
  /** @param {{ fonts: RegExp[] }} options patterns of the emitted font files (woff2) to preload */
  constructor({ fonts }) {
    this.fonts = fonts;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '';
        const names = compilation.getAssets().map((asset) => asset.name);
        const links = [];
        for (const pattern of this.fonts) {
          const matched = names.filter((name) => pattern.test(name) && name.endsWith('.woff2'));
          if (matched.length === 0) compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: no emitted .woff2 font matches ${pattern}`));
          for (const name of matched) {
            links.push({ tagName: 'link', voidTag: true, meta: { plugin: NAME }, attributes: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `${publicPath}${name}` } });
          }
        }
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = { FontPreloadPlugin };
