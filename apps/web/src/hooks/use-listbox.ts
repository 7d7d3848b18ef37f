import { type KeyboardEvent, useState } from "react";

/**
 * The list of a combobox (the ARIA 1.2 pattern): whether it is open and which option is active, the one
 * `aria-activedescendant` names and Enter chooses.
 */
export function useListbox() {
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  return {
    isOpen,
    activeIndex,
    setActiveIndex,
    open: () => setIsOpen(true),
    close: () => {
      setIsOpen(false);
      setActiveIndex(-1);
    },
  };
}

type Listbox = ReturnType<typeof useListbox>;

/**
 * The keys every combobox shares: the arrows open the list and move through `options` (wrapping), Enter
 * chooses the active option. True when the key was one of them; Escape is the combobox's own.
 */
export function handleListKeys<T>(
  event: KeyboardEvent<HTMLInputElement>,
  listbox: Listbox,
  options: readonly T[],
  choose: (option: T) => void,
): boolean {
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    event.preventDefault();
    listbox.open();
    if (options.length === 0) return true;
    const step = event.key === "ArrowDown" ? 1 : -1;
    listbox.setActiveIndex((index) => (index + step + options.length) % options.length);
    return true;
  }
  const active = options[listbox.activeIndex];
  if (event.key === "Enter" && listbox.isOpen && active !== undefined) {
    event.preventDefault();
    choose(active);
    return true;
  }
  return false;
}
