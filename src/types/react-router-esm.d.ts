// react-router's ES module build (patched, see patches/), imported by path in tests: the same API as the package.
declare module 'react-router/esm/react-router.js' {
  export {matchPath} from 'react-router';
}
