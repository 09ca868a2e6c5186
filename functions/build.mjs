// Bundles the function with the shared domain code so that `functions/` deploys on its own.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  // The functions' runtime (functions/src/deploy-target.ts NODE_MAJOR; deploy:check compares).
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The domain workspace is ours and is bundled; every npm dependency stays external.
  plugins: [
    {
      name: 'bundle-domain',
      setup(b) {
        b.onResolve({ filter: /^@meramot\/domain\// }, (args) => ({
          path: new URL(
            `../domain/src/${args.path.slice('@meramot/domain/'.length)}.ts`,
            import.meta.url,
          ).pathname,
        }));
      },
    },
  ],
});
