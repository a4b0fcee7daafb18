/** Prism's core alone (no grammars, no auto-highlighting): the same API as the `prismjs` entry that @types/prismjs describes. */
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
