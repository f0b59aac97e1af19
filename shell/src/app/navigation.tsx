import { createContext, useContext, useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * How the public pages (`/`, `/login`) move around. They render either on their own, before
 * react-router is downloaded (public-location.ts), or inside the router once an area has opened
 * (router-navigation.tsx): both provide this, so the pages never import react-router, whose
 * 60 KB gzip would otherwise be the first thing every visitor downloads (`npm run bench`).
 */
export interface Navigation {
  pathname: string;
  search: string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const NavigationContext = createContext<Navigation | null>(null);
export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation hors d’un NavigationProvider');
  return navigation;
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  replace?: boolean;
}

/** A plain link the browser could follow, taken over for in-app moves (new tab, download… left alone). */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { navigate } = useNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a href={to} target={target} onClick={follow} {...rest} />;
}

/** Moves as soon as it renders, like react-router's own `<Navigate>`. */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const { navigate } = useNavigation();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
