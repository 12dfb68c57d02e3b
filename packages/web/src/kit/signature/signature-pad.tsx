// A drawing pad for signatures (signature_pad on a canvas): clear, undo the last stroke, pen colour, and
// the drawing exported as a PNG Blob with a transparent background (the pad never paints one), ready for
// the file library's upload. The parent holds a ref to export; onChange tells it whether anything is drawn.
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Button, Flex, Space, theme } from 'antd';
import { ClearOutlined, UndoOutlined } from '@ant-design/icons';
import SignaturePad from 'signature_pad';
import { useTranslation } from 'react-i18next';

export const PEN_COLOURS = ['#000000', '#1f3fbf', '#d9001b'] as const;

export type SignaturePadHandle = {
  clear: () => void;
  undo: () => void;
  isEmpty: () => boolean;
  /** the drawing as a PNG with a transparent background; null when nothing is drawn */
  toPngBlob: () => Blob | null;
};

export type SignaturePadProps = {
  width?: number;
  height?: number;
  /** called after every stroke, clear and undo: whether the pad is empty */
  onChange?: (empty: boolean) => void;
};

/** The bytes of a data: URL as a Blob (canvas.toDataURL gives PNG as base64). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [head = '', body = ''] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** Checkered background: shows where a signature or seal image is transparent. */
export const CHECKERED_BACKGROUND = {
  backgroundColor: '#fff',
  backgroundImage: [
    'linear-gradient(45deg, #e8e8e8 25%, transparent 25%)',
    'linear-gradient(-45deg, #e8e8e8 25%, transparent 25%)',
    'linear-gradient(45deg, transparent 75%, #e8e8e8 75%)',
    'linear-gradient(-45deg, transparent 75%, #e8e8e8 75%)',
  ].join(', '),
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 0 8px, 8px -8px, -8px 0',
} as const;

export const SignaturePadBox = forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePadBox(
  { width = 480, height = 200, onChange },
  ref,
) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [colour, setColour] = useState<string>(PEN_COLOURS[0]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const notify = useCallback(() => onChangeRef.current?.(padRef.current?.isEmpty() ?? true), []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pad = new SignaturePad(canvas, { penColor: PEN_COLOURS[0], backgroundColor: 'rgba(0,0,0,0)' });
    padRef.current = pad;
    pad.addEventListener('endStroke', notify);
    return () => {
      pad.removeEventListener('endStroke', notify);
      pad.off();
      padRef.current = null;
    };
  }, [notify]);

  const clear = useCallback(() => {
    padRef.current?.clear();
    notify();
  }, [notify]);
  const undo = useCallback(() => {
    const pad = padRef.current;
    if (!pad) return;
    const strokes = pad.toData();
    strokes.pop();
    pad.fromData(strokes);
    notify();
  }, [notify]);
  const choose = (c: string) => {
    setColour(c);
    if (padRef.current) padRef.current.penColor = c;
  };

  useImperativeHandle(
    ref,
    () => ({
      clear,
      undo,
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      toPngBlob: () => {
        const pad = padRef.current;
        if (!pad || pad.isEmpty()) return null;
        return dataUrlToBlob(pad.toDataURL('image/png'));
      },
    }),
    [clear, undo],
  );

  return (
    <Flex vertical gap={8}>
      <canvas
        ref={canvasRef}
        width={width}
        height={height}
        data-testid="signature-pad-canvas"
        style={{
          ...CHECKERED_BACKGROUND,
          width,
          height,
          maxWidth: '100%',
          border: `1px dashed ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          touchAction: 'none',
        }}
      />
      <Flex justify="space-between" align="center">
        <Space size={4} aria-label={t('signaturePad:colour')}>
          {PEN_COLOURS.map((c) => (
            <Button
              key={c}
              size="small"
              type={c === colour ? 'primary' : 'default'}
              ghost={c === colour}
              onClick={() => choose(c)}
              aria-label={t(`signaturePad:colours.${c.slice(1)}`)}
              data-testid={`signature-pad-colour-${c.slice(1)}`}
              icon={<span style={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', background: c }} />}
            />
          ))}
        </Space>
        <Space size={4}>
          <Button size="small" icon={<UndoOutlined />} onClick={undo} data-testid="signature-pad-undo">
            {t('signaturePad:undo')}
          </Button>
          <Button size="small" icon={<ClearOutlined />} onClick={clear} data-testid="signature-pad-clear">
            {t('signaturePad:clear')}
          </Button>
        </Space>
      </Flex>
    </Flex>
  );
});
