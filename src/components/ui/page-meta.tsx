import { site } from '@/config/site';

interface PageMetaProps {
  /** Page name, shown before the site title. */
  title: string;
  description?: string;
  keywords?: string;
}

/** <title> and description/keywords meta; React 19 hoists them into <head>. */
export function PageMeta({ title, description, keywords }: PageMetaProps) {
  return (
    <>
      <title>{`${title} - ${site.title}`}</title>
      <meta name="description" content={description ?? site.description} />
      <meta name="keywords" content={keywords ?? site.keywords} />
    </>
  );
}
