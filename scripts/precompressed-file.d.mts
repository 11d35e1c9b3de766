export declare const TEXT_TYPES: Record<string, string>;
export declare const TEXT_FILE: RegExp;
export declare function precompressedFile(
  file: string,
  acceptEncoding: string | undefined,
): { file: string; encoding: 'br' | 'gzip' } | null;
