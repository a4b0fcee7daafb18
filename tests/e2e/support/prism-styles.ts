import {createElement, type CSSProperties} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, Prism, type PrismTheme} from 'prism-react-renderer';

/**
 * The inline style prism-react-renderer gives a token of these types with a theme (its `getTokenProps`), which the
 * site replaces with class names: what a token must look like.
 */
export function prismTokenStyle(theme: PrismTheme, types: readonly string[]): CSSProperties {
  let style: CSSProperties | undefined;
  renderToStaticMarkup(
    createElement(Highlight, {
      theme,
      code: '',
      language: 'text',
      prism: Prism,
      children: ({getTokenProps}) => {
        style = getTokenProps({token: {types: [...types], content: 'x'}}).style;
        return null;
      },
    }),
  );
  return {...style};
}
