/**
 * The page template of the static build: Docusaurus's own (@docusaurus/core/lib/ssg/ssgTemplate.html.js) except
 * for how the app's scripts load and what may come before the first frame.
 *
 * Docusaurus requests its scripts from the head with `defer`, so on a slow connection the JavaScript
 * shares the bandwidth with the HTML and the stylesheet that the first paint waits for. A page here is readable
 * without JavaScript, so the template requests the scripts only once the content has been painted: a small inline
 * loader at the end of the body inserts them, in order, when the browser reports the first contentful paint (two
 * frames later where paint timing is missing). A page opened in the background is not painted until shown, so it
 * loads them at once, as does a page hidden before its first paint. Until React has the page, the loader also
 * remembers the last button pressed, which src/clientModules/earlyClick.ts presses again after hydration.
 *
 * The inline scripts the theme puts first in the body (the colour mode's, which sets attributes of `<html>` only) run
 * in the head instead, before the stylesheet. Chromium's parser, meeting a script in the body, lets a frame be
 * presented first: on a navigation that frame showed the page's background and nothing else for 30–100 ms, in about
 * half of the navigations between reference pages (issue 56). In the head no frame can come before it.
 *
 * And no frame at all until the page is parsed: a render-blocking `expect` link names the loader's script element,
 * which comes last in the body, after the content and the footer. A navigation then shows the old page until the new
 * one can paint all of its content. Chromium ends the blocking when it inserts the named element, at its start tag, not
 * its end tag: naming the element that holds the main content, a navigation into a page still being parsed on a slow
 * CPU showed the navbar and then the sidebar over an empty main area for half a second or more (issue 56).
 */
import {EARLY_CLICK_GLOBAL} from '../clientModules/earlyClick';

/** The inline scripts among the tags the theme puts first in the body: a script element cannot contain `</script>`. */
const INLINE_SCRIPT = String.raw`/<script\b[^>]*>[\s\S]*?<\/script>/g`;

/** The id of the loader's script element, the last element of every page's body. */
export const SCRIPT_LOADER_ID = 'app-scripts';

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <%~ (it.preBodyTags.match(${INLINE_SCRIPT}) || []).join('') %>
    <link rel="expect" href="#${SCRIPT_LOADER_ID}" blocking="render">
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags.replace(${INLINE_SCRIPT}, '') %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script id="${SCRIPT_LOADER_ID}">(function (urls) {
      // A button pressed before React has the page would do nothing: remember the last one, for
      // src/clientModules/earlyClick.ts to press again once the page is hydrated.
      document.addEventListener('click', function (event) {
        var button = event.target instanceof Element && event.target.closest('button');
        if (button && !window.docusaurusRoot) window.${EARLY_CLICK_GLOBAL} = button;
      }, true);
      var requested = false;
      function load() {
        if (requested) return;
        requested = true;
        urls.forEach(function (url) {
          var script = document.createElement('script');
          script.src = url;
          script.async = false;
          document.body.appendChild(script);
        });
      }
      if (document.visibilityState !== 'visible') load();
      else if (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
        new PerformanceObserver(function (entries) {
          entries.getEntriesByName('first-contentful-paint').forEach(load);
        }).observe({type: 'paint', buffered: true});
        // Should a page never paint content, its scripts still load.
        addEventListener('load', function () {
          setTimeout(load, 1000);
        });
      } else
        requestAnimationFrame(function () {
          requestAnimationFrame(load);
        });
      // A page hidden before it painted gets no paint until shown again.
      document.addEventListener('visibilitychange', load);
    })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
