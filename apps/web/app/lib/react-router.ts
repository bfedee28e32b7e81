// What the app's `import … from 'react-router'` resolves to (vite.config.ts `routerLinks`): React
// Router itself, with its Link, NavLink and Form replaced by the lighter ones of router-links.tsx.
export * from 'react-router'
export { Form, Link, NavLink } from './router-links.tsx'
