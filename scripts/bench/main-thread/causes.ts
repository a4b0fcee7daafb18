/**
 * What a page's main thread spends its time on, by cause (`npm run bench:main-thread`, issue 60): each sampled
 * JavaScript stack is given the cause of the outermost frame that is not the framework's plumbing. React calls every
 * component's render and every effect from its own work loop, so that frame is the component (or effect) being run,
 * and whatever it calls (Prism from a code block, Intl from the last-update line) counts for it. A stack of React DOM
 * alone is React's own work: reconciling, hydrating and committing the DOM.
 */

/** A frame of a sampled stack, mapped to its original source (module path relative to the site) where known. */
export interface SourceFrame {
  /** `node_modules/react-dom/cjs/…`, `src/theme/…`, or the script's URL when it has no source map. */
  readonly source: string;
  readonly functionName: string;
}

export interface Cause {
  readonly id: string;
  readonly label: string;
}

const cause = (id: string, label: string): Cause => ({id, label});

/** Causes of main-thread time that are not JavaScript, by trace event (self time). */
export const BROWSER_CAUSES = {
  parseHtml: cause('parse-html', 'HTML parsing'),
  style: cause('style-layout', 'style and layout'),
  paint: cause('paint', 'paint and compositing'),
  compile: cause('script-compile', 'script parse and compile'),
  gc: cause('gc', 'garbage collection'),
  other: cause('browser-other', 'other browser work'),
} as const;

/** Causes of JavaScript time that do not depend on a stack's frames. */
export const SCRIPT_CAUSES = {
  evaluation: cause('module-evaluation', 'module evaluation (bundle top level)'),
  react: cause('react', 'React itself: hydrating, reconciling, committing'),
  program: cause('js-native', 'JavaScript engine and DOM bindings (no JS frame)'),
  inline: cause('inline-scripts', 'inline scripts of the page template'),
  unsampled: cause('js-unsampled', 'JavaScript, not sampled'),
  other: cause('js-other', 'other JavaScript'),
} as const;

/** Source paths that only carry work for the components and effects they call. */
const PLUMBING: readonly RegExp[] = [
  /^node_modules\/(?:react|react-dom|scheduler)\//,
  /^webpack\//,
  /^src\/client\//,
  /^node_modules\/@docusaurus\/core\/lib\/client\/(?:clientEntry|App)\.js$/,
];

/**
 * The module system's own frames (the bundler's runtime script, which has no sources of its own for its `require`):
 * a stack through one of them is a module's top level being evaluated.
 */
const MODULE_SYSTEM = /^webpack\/(?:bootstrap|runtime\/)|\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/;

/** The bundler runtime's chunk loading: a script element inserted per chunk a route needs. */
const CHUNK_LOADING = /^webpack\/runtime\/(?:load_script|ensure_chunk|jsonp_chunk_loading|css loading)/;
const ROUTE_LOADING = cause('route-loading', 'route loading (loadable components, chunk scripts)');

/** Causes by source path, first match wins. */
const SOURCE_CAUSES: readonly {cause: Cause; sources: RegExp}[] = [
  {
    cause: cause('code-blocks', 'code blocks (CodeBlock, Prism highlighting)'),
    sources:
      /^node_modules\/(?:prism-react-renderer|prismjs)\/|^node_modules\/@docusaurus\/theme-classic\/lib\/theme\/(?:CodeBlock|prism-include-languages)|^node_modules\/@docusaurus\/theme-common\/lib\/(?:utils\/codeBlockUtils|hooks\/useCodeWordWrap)/,
  },
  {
    cause: cause('version-dropdown', 'version dropdown (useActiveDocContext)'),
    sources: /^node_modules\/@docusaurus\/theme-classic\/lib\/theme\/NavbarItem\/DocsVersion/,
  },
  {
    cause: cause('last-updated', 'last update line (Intl date)'),
    sources: /^node_modules\/@docusaurus\/theme-classic\/lib\/theme\/(?:LastUpdated|EditMetaRow|DocItem\/Footer)/,
  },
  {
    cause: cause('sidebar', 'docs sidebar'),
    sources: /^node_modules\/@docusaurus\/theme-classic\/lib\/theme\/(?:DocSidebar|DocRoot\/Layout\/Sidebar)|^src\/theme\/DocSidebar/,
  },
  {
    cause: cause('navbar', 'navbar and search button'),
    sources:
      /^node_modules\/@docusaurus\/theme-classic\/lib\/theme\/(?:Navbar|NavbarItem|ColorModeToggle|SearchBar|SkipToContent|AnnouncementBar)|^src\/theme\/(?:SearchBar|Navbar|AnnouncementBar)/,
  },
  {
    cause: cause('toc', 'table of contents'),
    sources: /^node_modules\/@docusaurus\/theme-classic\/lib\/theme\/TOC|^node_modules\/@docusaurus\/theme-common\/lib\/(?:hooks\/useTOCHighlight|utils\/tocUtils)|^src\/theme\/TOC/,
  },
  {
    cause: cause('links-prefetch', 'links: prefetch and preload of their routes'),
    sources: /^node_modules\/@docusaurus\/core\/lib\/client\/(?:docusaurus|prefetch|preload|exports\/Link)\.js$/,
  },
  {
    cause: cause('client-modules', 'client modules and route lifecycles'),
    sources: /^src\/clientModules\/|^node_modules\/@docusaurus\/core\/lib\/client\/ClientLifecyclesDispatcher|client-modules\.js$/,
  },
  {cause: cause('own-theme', 'own theme wrappers (src/theme)'), sources: /^src\/theme\//},
  {cause: cause('own-components', 'own components (src/components, src/navigation)'), sources: /^src\//},
  {
    cause: cause('page-content', 'page content (MDX)'),
    sources: /^(?:docs|reference|blog)\/|^node_modules\/@mdx-js\/|^node_modules\/@docusaurus\/theme-classic\/lib\/theme\/(?:MDX|Heading|Admonition|Details|Tabs)/,
  },
  {cause: ROUTE_LOADING, sources: /^node_modules\/(?:react-loadable|@docusaurus\/react-loadable)\/|ComponentCreator|\.docusaurus\//},
  {cause: cause('router', 'router'), sources: /^node_modules\/(?:react-router|react-router-dom|history|path-to-regexp)\//},
  {cause: cause('head', 'head tags (react-helmet-async)'), sources: /^node_modules\/react-helmet-async\//},
  {cause: cause('theme-other', 'other theme components (layout, doc page)'), sources: /^node_modules\/@docusaurus\/(?:theme-classic|theme-common|plugin-content-\w+)\//},
  {cause: cause('core-other', 'other Docusaurus core client code'), sources: /^node_modules\/@docusaurus\/core\//},
];

/** The cause of a module path, or undefined for a source no rule names. */
export function causeOfSource(source: string): Cause | undefined {
  return SOURCE_CAUSES.find((rule) => rule.sources.test(source))?.cause;
}

/**
 * The cause of one sampled stack, outermost frame first. `pageUrl` is the document's URL: frames of inline scripts
 * carry it.
 */
export function causeOfStack(frames: readonly SourceFrame[], pageUrl: string): Cause {
  // Loading a route's chunks happens inside the entry module's evaluation, but is the route's doing.
  if (frames.some((frame) => CHUNK_LOADING.test(frame.source))) return ROUTE_LOADING;
  if (frames.some((frame) => MODULE_SYSTEM.test(frame.source))) return SCRIPT_CAUSES.evaluation;
  const withCode = frames.filter((frame) => frame.source !== '');
  if (withCode.length === 0) return SCRIPT_CAUSES.program;
  const own = withCode.find((frame) => !PLUMBING.some((pattern) => pattern.test(frame.source)));
  if (!own) return withCode.some((frame) => /^node_modules\/(?:react-dom|scheduler)\//.test(frame.source)) ? SCRIPT_CAUSES.react : SCRIPT_CAUSES.other;
  if (own.source === pageUrl) return SCRIPT_CAUSES.inline;
  const named = causeOfSource(own.source);
  if (named) return named;
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(own.source)?.[1];
  return pkg ? cause(`pkg:${pkg}`, `package ${pkg}`) : SCRIPT_CAUSES.other;
}

/** Trace events (by name) whose self time is not JavaScript, and its cause. */
export function causeOfBrowserEvent(name: string): Cause | undefined {
  if (name === 'ParseHTML') return BROWSER_CAUSES.parseHtml;
  if (/^(?:UpdateLayoutTree|RecalculateStyles|Layout|ParseAuthorStyleSheet|HitTest|IntersectionObserverController::computeIntersections|ScheduleStyleRecalculation)$/.test(name))
    return BROWSER_CAUSES.style;
  if (/^(?:Paint|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|Commit|PaintImage|Decode Image|ImageDecodeTask|Decode LazyPixelRef)$/.test(name))
    return BROWSER_CAUSES.paint;
  if (/^(?:v8\.compile|v8\.compileModule|V8\.CompileCode|CompileScript|v8\.parseOnBackground|v8\.produceCache|v8\.produceModuleCache|v8\.deserializeOnBackground|CacheScript|V8\.CompileLazy|v8\.compileEval)$/.test(name))
    return BROWSER_CAUSES.compile;
  if (/GC|^V8\.GC|^BlinkGC|^CppGC|^ThreadState::/.test(name)) return BROWSER_CAUSES.gc;
  return undefined;
}

/** Trace events whose self time is JavaScript: attributed by the samples taken inside them. */
export function isScriptEvent(name: string): boolean {
  return /^(?:EvaluateScript|FunctionCall|v8\.run|v8\.callFunction|v8\.evaluateModule|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|RunMicrotasks|V8\.Execute|v8\.execute|XHRReadyStateChange|XHRLoad|V8\.RunMicrotasks|v8\.runMicrotasks)$/.test(name);
}
