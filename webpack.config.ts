/**
 * Production and development build of the front-end bundle.
 *
 * Output goes to Resources/Public/ as TYPO3 serves it:
 *   JavaScript/main.js            stable entry file, included by Configuration/TypoScript/setup.typoscript
 *   JavaScript/chunks/*.[hash].js  lazily imported widget chunks (content-hashed)
 *   Css/main.css                   stable stylesheet for the page chrome
 *   Css/chunks/*.[hash].css        widget styles, loaded with their chunk
 * Chunks are loaded relative to main.js (publicPath 'auto'), wherever the extension is installed.
 *
 * Source maps: the production build writes hidden ones (no `sourceMappingURL` comment) to
 * .cache/sourcemaps/ (git-ignored), outside what the extension ships, so a stack trace from the live
 * site can still be mapped back without publishing the sources. The development build keeps them
 * beside the bundle for the browser's developer tools.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { NormalModuleReplacementPlugin, type Compiler, type Configuration } from 'webpack';

const root = __dirname;
const SOURCE_MAPS = path.join(root, '.cache', 'sourcemaps');

/** Empties .cache/sourcemaps/ before a production build (output.clean covers Resources/Public only). */
const cleanSourceMaps = {
  apply(compiler: Compiler): void {
    compiler.hooks.beforeRun.tap('CleanSourceMaps', () => {
      rmSync(SOURCE_MAPS, { recursive: true, force: true });
    });
  },
};

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: root,
    target: 'browserslist',
    entry: { main: './Resources/Private/TypeScript/main.ts' },
    output: {
      path: path.join(root, 'Resources/Public'),
      publicPath: 'auto',
      filename: 'JavaScript/[name].js',
      chunkFilename: production
        ? 'JavaScript/chunks/[name].[contenthash:10].js'
        : 'JavaScript/chunks/[name].js',
      assetModuleFilename: 'Images/generated/[name].[contenthash:10][ext]',
      // Images/ (the cluster icons) and Map/ (glyphs and sprite of npm run map-assets) are not webpack's.
      clean: { keep: /^(Images\/(?!generated\/)|Map\/)/ },
      // Relative to output.path: Resources/Public/../../.cache/sourcemaps/.
      ...(production
        ? {
            sourceMapFilename: `${path.relative(path.join(root, 'Resources/Public'), SOURCE_MAPS)}/[file].map`,
          }
        : {}),
    },
    devtool: production ? 'hidden-source-map' : 'source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        // MapLibre's CSP build: its workers load their own file (below) instead of a blob built on the
        // main thread from the bundle's source (issue 30: 0.1 s of main thread at load, and `blob:`).
        'maplibre-gl$': path.join(root, 'node_modules/maplibre-gl/dist/maplibre-gl-csp.js'),
        'resize-observer-polyfill': path.join(
          root,
          'Resources/Private/TypeScript/vendor-shims/resize-observer.ts',
        ),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          // Type checking runs once, in `npm run typecheck`; the build only transpiles.
          options: { transpileOnly: true, compilerOptions: { sourceMap: true, noEmit: false } },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }],
        },
        { test: /\.(svg|png|gif)$/, type: 'asset/resource' },
        {
          // MapLibre's worker, a file of its own (map/osm/index.ts hands its URL to setWorkerUrl).
          test: /[\\/]maplibre-gl-csp-worker\.js$/,
          type: 'asset/resource',
          generator: { filename: 'JavaScript/chunks/[name].[contenthash:10][ext]' },
        },
        {
          test: /\.(eot|woff2?|ttf)$/,
          type: 'asset/resource',
          generator: { filename: 'Fonts/[name].[contenthash:10][ext]' },
        },
      ],
    },
    plugins: [
      ...(production ? [cleanSourceMaps] : []),
      // osrm-text-instructions requires all 31 languages from './languages'; the site needs de and en.
      new NormalModuleReplacementPlugin(
        /^\.\/languages$/,
        (resource: { context: string; request: string }) => {
          if (/[\\/]node_modules[\\/]osrm-text-instructions$/.test(resource.context)) {
            resource.request = path.join(root, 'Resources/Private/TypeScript/map/osm/oti-languages.ts');
          }
        },
      ),
      new MiniCssExtractPlugin({
        filename: 'Css/[name].css',
        chunkFilename: production ? 'Css/chunks/[name].[contenthash:10].css' : 'Css/chunks/[name].css',
      }),
    ],
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ extractComments: false }), new CssMinimizerPlugin()],
      chunkIds: production ? 'deterministic' : 'named',
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // The labels (both languages) and t(): one shared chunk, not a copy in every widget chunk.
          i18n: {
            test: /[\\/]core[\\/](i18n|labels\.generated|lang)\.ts$/,
            name: 'i18n',
            chunks: 'async',
            enforce: true,
            priority: 30,
          },
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'react',
            chunks: 'async',
            priority: 20,
          },
          maplibre: {
            test: /[\\/]node_modules[\\/]maplibre-gl[\\/]/,
            name: 'maplibre',
            chunks: 'async',
            priority: 15,
          },
          // The one clustering of both providers (map/clustering.ts): apart from MapLibre, so a
          // Google map does not load MapLibre for it.
          supercluster: {
            test: /[\\/]node_modules[\\/](supercluster|kdbush)[\\/]/,
            name: 'supercluster',
            chunks: 'async',
            priority: 15,
          },
          // The opening_hours library (LGPL-3.0, with its holidays for every country): a file of its
          // own, loaded only for a place from OpenStreetMap with an opening_hours tag.
          openingHours: {
            test: /[\\/]node_modules[\\/](opening_hours|suncalc|i18next)[\\/]/,
            name: 'opening-hours-lib',
            chunks: 'async',
            priority: 15,
          },
          google: {
            test: /[\\/]node_modules[\\/]@googlemaps[\\/]/,
            name: 'googlemaps',
            chunks: 'async',
            priority: 15,
          },
          slick: {
            test: /[\\/]node_modules[\\/](react-slick|lodash\.debounce|json2mq|string-convert|classnames)[\\/]/,
            name: 'react-slick',
            chunks: 'async',
            priority: 10,
          },
        },
      },
    },
    performance: {
      hints: production ? 'warning' : false,
      // main.js + main.css uncompressed. The runtime in main.js names every chunk (about 40 bytes
      // each), so each lazily loaded widget adds a little; what a visitor downloads is the gzip size,
      // 9 KB + 4 KB against the bench's 10 KB goal for the entry script.
      maxEntrypointSize: 41_000,
      maxAssetSize: 250_000,
      // MapLibre GL (1 MB, 280 KB gzip) loads only on pages with an OpenStreetMap block; the
      // opening_hours library (700 KB, 113 KB gzip) only for an OpenStreetMap place with opening hours.
      assetFilter: (name: string) => !/maplibre|opening-hours-lib|\.map$/.test(name),
    },
    stats: 'errors-warnings',
  };
};
