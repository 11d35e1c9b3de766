/** Text as HTML: the five characters that could open markup, escaped. */
export const esc = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A section's running head: the chapter's name over a rule, the series on the right. */
export const runningHead = (chapter: string, series: string) =>
  `<header class="run"><span>${esc(chapter)}</span><span>${esc(series)}产品手册</span></header>`;

/** A two-column table of label and value rows. */
export const factTable = (rows: { label: string; value: string }[]) =>
  `<table class="facts">${rows
    .map((row) => `<tr><th>${esc(row.label)}</th><td>${esc(row.value)}</td></tr>`)
    .join('')}</table>`;

/** A chapter heading with its number and optional lead. */
export const chapterHeading = (number: string, title: string, lead?: string) =>
  `<div class="chapter"><span class="chapter__no">${esc(number)}</span><h1>${esc(title)}</h1></div>${
    lead ? `<p class="lead">${esc(lead)}</p>` : ''
  }`;
