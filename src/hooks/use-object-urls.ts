import { useCallback, useEffect, useRef } from 'react';

/** Object URLs for local previews (a chosen photo, a floor plan), revoked when the component goes. */
export function useObjectUrls() {
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const made = urls.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  return useCallback((file: Blob) => {
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    return url;
  }, []);
}
