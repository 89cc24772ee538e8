// The layers of ARCHITECTURE.md, checked on every `npm run lint`: imports point one way, and nothing imports in a circle.
//   contract/  ←  machines/, streams/  ←  src/        (the browser)
//   contract/  ←  server/                              (Node)
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle makes two files one: neither can be loaded or tested alone. Type-only imports vanish at ' +
        'build time (the app context names the types of the services it carries), so they do not count.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'contract/ is what client and server agree on; it imports neither side.',
      from: { path: '^contract/' },
      to: { path: '^(server|src|machines|streams)/' },
    },
    {
      name: 'machines-on-contract-only',
      severity: 'error',
      comment:
        'Machines are pure: they take what they need as input or from contract/, never from the site.',
      from: { path: '^machines/' },
      to: { path: '^(server|src|streams)/' },
    },
    {
      name: 'streams-on-contract-only',
      severity: 'error',
      comment:
        'Streams take their loaders, clock and socket as arguments; src/ wires the real ones.',
      from: { path: '^streams/' },
      to: { path: '^(server|src|machines)/' },
    },
    {
      name: 'server-on-contract-only',
      severity: 'error',
      comment: 'The server shares contract/ with the client and nothing else.',
      from: { path: '^server/' },
      to: { path: '^(src|machines|streams)/' },
    },
    {
      name: 'client-never-imports-server',
      severity: 'error',
      comment: 'The browser bundle must not pull in Node code.',
      from: { path: '^(src|machines|streams)/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|bench/results)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
