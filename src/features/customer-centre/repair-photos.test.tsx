import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract';
import { apiUrl } from '@/test/api';
import { photoUrls, RepairPhotos, type Photo } from './repair-photos';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Harness() {
  const [photos, setPhotos] = useState<Photo[]>([]);
  return (
    <>
      <RepairPhotos photos={photos} onChange={setPhotos} />
      <output data-testid="urls">{photoUrls(photos).join(' ')}</output>
    </>
  );
}

const image = (name: string, bytes = 8) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const choose = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText(/现场照片/), { target: { files } });

describe('现场照片', () => {
  it('uploads each photo at once; a failed one says so and 重试 sends it again', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl(PATHS.upload), () =>
        ++calls === 2
          ? new HttpResponse('busy', { status: 503 })
          : HttpResponse.json({
              code: 200,
              msg: '操作成功',
              url: `https://files.example/p${calls}.jpg`,
            }),
      ),
    );
    render(<Harness />);
    choose(image('灶台.jpg'));
    expect(await screen.findByText('已上传')).toBeInTheDocument();
    choose(image('炉头.jpg'));
    expect(await screen.findByText('上传失败')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试 炉头.jpg' }));
    await waitFor(() => expect(screen.getAllByText('已上传')).toHaveLength(2));
    expect(screen.queryByText('上传失败')).toBeNull();
    expect(screen.getByTestId('urls')).toHaveTextContent(
      'https://files.example/p1.jpg https://files.example/p3.jpg',
    );
  });

  it('takes images of at most 10 MB, three at most', async () => {
    server.use(
      http.post(apiUrl(PATHS.upload), () =>
        HttpResponse.json({ code: 200, msg: '操作成功', url: 'https://files.example/p.jpg' }),
      ),
    );
    render(<Harness />);
    choose(new File(['%PDF'], '图纸.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('图纸.pdf：只能上传图片');
    choose(image('大.jpg', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('大.jpg：文件不能超过 10 MB');
    choose(image('1.jpg'), image('2.jpg'), image('3.jpg'), image('4.jpg'));
    expect(screen.getByRole('alert')).toHaveTextContent('最多上传 3 张照片');
    await waitFor(() => expect(screen.getAllByText('已上传')).toHaveLength(3));
    expect(screen.getByLabelText(/现场照片/)).toBeDisabled();
  });
});
