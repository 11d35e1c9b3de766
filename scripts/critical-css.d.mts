export declare function inlineCriticalCss(html: string): Promise<string>;
