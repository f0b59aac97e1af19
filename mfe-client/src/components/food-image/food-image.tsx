import { useState } from 'react';
import { assetUrl } from '@teranga/shared-ui';
import styles from './food-image.module.css';

interface FoodImageProps {
  /** API-relative path (`/api/static/...`) or absolute URL; null shows the placeholder. */
  src?: string | null;
  /** Empty for a decorative image whose subject is already named next to it. */
  alt: string;
  /** Letter(s) shown on the placeholder when there is no usable image. */
  fallbackText: string;
  className?: string;
  /**
   * Above the fold on a phone: loaded at once and first. The largest image of the explorer is its
   * first card's, the page's largest paint; lazy-loaded it waited for layout (Lighthouse's mobile
   * preset, `npm run bench`: LCP 4.3 s lazy).
   */
  priority?: boolean;
}

/** A dish or restaurant picture that degrades to a warm placeholder when missing or broken. */
export function FoodImage({ src, alt, fallbackText, className, priority = false }: FoodImageProps) {
  const url = assetUrl(src);
  // Remembers which URL failed, so a new src gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const classes = [styles.frame, className].filter(Boolean).join(' ');

  if (!url || failedUrl === url) {
    return (
      <div className={`${classes} ${styles.placeholder}`} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <span aria-hidden="true">{fallbackText.trim().charAt(0).toUpperCase()}</span>
      </div>
    );
  }
  return (
    <div className={classes}>
      <img
        className={styles.image}
        src={url}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        onError={() => setFailedUrl(url)}
      />
    </div>
  );
}
