/** A grammar of prismjs: a script that adds a language to the global `Prism` it is loaded into (as theme-classic loads them). */
declare module 'prismjs/components/*.js';
