export declare function precompress(dir: string): Promise<number>;
