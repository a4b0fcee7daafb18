/**
 * Stand-in for `framer-motion` (swapped in by src/plugins/bundler-settings.ts). GraphiQL's tab bar is
 * its only user, for drag-to-reorder tabs: framer-motion and motion-dom are about 45 KB of gzipped
 * JavaScript for that one gesture. This renders the same list elements without dragging; tabs keep
 * their order of creation and everything else about them works as before.
 */
import {forwardRef, type HTMLAttributes} from 'react';

/** Animation and drag props GraphiQL passes to `Reorder`; they mean nothing to a plain element. */
const MOTION_ONLY_PROPS = ['values', 'onReorder', 'axis', 'layoutScroll', 'value', 'dragElastic', 'dragConstraints'] as const;
type MotionOnlyProps = Partial<Record<(typeof MOTION_ONLY_PROPS)[number], unknown>>;

type GroupProps = HTMLAttributes<HTMLUListElement> & MotionOnlyProps;
type ItemProps = HTMLAttributes<HTMLLIElement> & MotionOnlyProps;

function withoutMotionProps<Props extends MotionOnlyProps>(props: Props): Omit<Props, keyof MotionOnlyProps> {
  const domProps: Record<string, unknown> = {...props};
  for (const name of MOTION_ONLY_PROPS) delete domProps[name];
  return domProps as Omit<Props, keyof MotionOnlyProps>;
}

const ReorderGroup = forwardRef<HTMLUListElement, GroupProps>(function ReorderGroup(props, ref) {
  return <ul ref={ref} {...withoutMotionProps(props)} />;
});

const ReorderItem = forwardRef<HTMLLIElement, ItemProps>(function ReorderItem(props, ref) {
  return <li ref={ref} {...withoutMotionProps(props)} />;
});

export const Reorder = {Group: ReorderGroup, Item: ReorderItem};
