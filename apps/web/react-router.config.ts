import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Every v8 flag is decided, so builds print no future-flag warnings.
  future: {
    // Loaders read a plain load context ({ nonce, data, shared }) that platform/web.ts passes;
    // middleware would make it a RouterContextProvider read with context.get(): a change of its own.
    v8_middleware: false,
    // No route has client-side exports (clientLoader, HydrateFallback…): nothing to split.
    v8_splitRouteModules: true,
    // One Vite builder for the client and server environments (required by React Router 8).
    v8_viteEnvironmentApi: true,
    // Loaders read request.url as the page's URL (search filters, pagination): keep it normalised.
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
