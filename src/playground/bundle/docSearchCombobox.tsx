/**
 * Stand-in for `@headlessui/react` (swapped in by src/plugins/bundler-settings.ts), which GraphiQL's docs explorer
 * imports for its search box only: `Combobox`, `ComboboxInput`, `ComboboxOptions` and `ComboboxOption`. Headless UI
 * brings Floating UI, React Aria and a list virtualiser along, about 37 KB gzip; the search box needs none of them.
 *
 * This is the ARIA combobox pattern with a list box, as Headless UI renders it for GraphiQL's use (its CSS selects
 * `role="combobox"`, `role="listbox"`, `role="option"` and `data-headlessui-state="active"`):
 * - the input owns the list (`aria-controls`, `aria-expanded`) and names the active option
 *   (`aria-activedescendant`); focus stays in the input;
 * - Arrow Down and Arrow Up move through the options, Enter chooses the active one, Escape closes the list (typing
 *   or an arrow key opens it again);
 * - the first option is active whenever the results change, so Enter after typing opens the best match;
 * - pointing at an option makes it active, clicking chooses it without taking focus from the input.
 */
import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ElementType,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

interface ComboboxState {
  readonly listboxId: string;
  readonly listboxRef: RefObject<HTMLDivElement | null>;
  /** The list is rendered (GraphiQL renders it while the input has focus)… */
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
  /** …and not closed with Escape since the last keystroke. */
  readonly dismissed: boolean;
  readonly setDismissed: (dismissed: boolean) => void;
  readonly activeId: string | null;
  readonly setActiveId: (id: string | null) => void;
  /** Each rendered option's value, by the option's element id. */
  readonly values: Map<string, unknown>;
  readonly choose: (value: unknown) => void;
}

const ComboboxContext = createContext<ComboboxState | null>(null);

function useCombobox(part: string): ComboboxState {
  const state = useContext(ComboboxContext);
  if (!state) throw new Error(`<${part}> must be rendered inside <Combobox>.`);
  return state;
}

function optionElements(state: ComboboxState): HTMLElement[] {
  return [...(state.listboxRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
}

interface ComboboxProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  readonly as?: ElementType;
  readonly onChange: (value: unknown) => void;
  readonly children: ReactNode;
}

export function Combobox({as: Element = 'div', onChange, children, ...props}: ComboboxProps): ReactNode {
  const listboxId = useId();
  const listboxRef = useRef<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const values = useRef(new Map<string, unknown>()).current;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const state = useMemo<ComboboxState>(
    () => ({
      listboxId,
      listboxRef,
      open,
      setOpen,
      dismissed,
      setDismissed,
      activeId,
      setActiveId,
      values,
      choose: (value) => onChangeRef.current(value),
    }),
    [listboxId, open, dismissed, activeId, values],
  );
  return (
    <ComboboxContext.Provider value={state}>
      <Element {...props}>{children}</Element>
    </ComboboxContext.Provider>
  );
}

export const ComboboxInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function ComboboxInput({onKeyDown, onChange, ...props}, ref) {
    const state = useCombobox('ComboboxInput');
    const expanded = state.open && !state.dismissed;
    const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      onKeyDown?.(event);
      if (state.dismissed && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        state.setDismissed(false);
        return;
      }
      const options = optionElements(state);
      const current = options.findIndex((option) => option.id === state.activeId);
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
        event.preventDefault();
        const next =
          event.key === 'ArrowDown'
            ? (current + 1) % options.length
            : (current <= 0 ? options.length : current) - 1;
        state.setActiveId(options[next].id);
        options[next].scrollIntoView?.({block: 'nearest'});
      } else if (event.key === 'Enter' && state.activeId !== null && state.values.has(state.activeId)) {
        event.preventDefault();
        state.choose(state.values.get(state.activeId));
      } else if (event.key === 'Escape' && expanded) {
        state.setDismissed(true);
      }
    };
    return (
      <input
        {...props}
        ref={ref}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? state.listboxId : undefined}
        aria-activedescendant={expanded && state.activeId !== null ? state.activeId : undefined}
        onChange={(event) => {
          state.setDismissed(false);
          onChange?.(event);
        }}
        onKeyDown={handleKeyDown}
      />
    );
  },
);

export function ComboboxOptions({children, ...props}: HTMLAttributes<HTMLDivElement>): ReactNode {
  const state = useCombobox('ComboboxOptions');
  const {setOpen, setActiveId, activeId} = state;
  useEffect(() => {
    setOpen(true);
    return () => {
      setOpen(false);
      setActiveId(null);
    };
  }, [setOpen, setActiveId]);
  // After each render: when the results no longer hold the active option, the first one becomes active.
  useEffect(() => {
    const options = optionElements(state);
    if (!options.some((option) => option.id === activeId)) setActiveId(options[0]?.id ?? null);
  });
  if (state.dismissed) return null;
  return (
    <div {...props} ref={state.listboxRef} id={state.listboxId} role="listbox">
      {children}
    </div>
  );
}

interface ComboboxOptionProps extends HTMLAttributes<HTMLDivElement> {
  readonly value: unknown;
}

export function ComboboxOption({value, children, ...props}: ComboboxOptionProps): ReactNode {
  const state = useCombobox('ComboboxOption');
  const id = useId();
  const {values} = state;
  useEffect(() => {
    values.set(id, value);
    return () => {
      values.delete(id);
    };
  }, [values, id, value]);
  const active = state.activeId === id;
  return (
    <div
      {...props}
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      data-headlessui-state={active ? 'active' : ''}
      // Keep the focus in the input: a blur would close the list before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => {
        if (!active) state.setActiveId(id);
      }}
      onClick={() => state.choose(value)}>
      {children}
    </div>
  );
}
