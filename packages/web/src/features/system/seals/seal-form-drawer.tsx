// 新增印章 / 编辑印章: name, type, holder (an enabled user of the company) and the image, three ways —
// upload a transparent PNG (checked here for type and size, by the server for transparency), draw one on
// the kit's signature pad (exported as a transparent PNG and uploaded), or generate a round red seal from
// the company's name. Editing keeps the image unless another one is given.
import { useEffect, useRef, useState } from 'react';
import { App, Button, Drawer, Flex, Form, Input, Segmented, Select, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMPANY_SEAL_TYPES, SEAL_IMAGE_MAX_BYTES, type CompanySealType } from '@medportal/contracts/staff/seal-rules';
import type { SealRow } from '@medportal/contracts/staff/seals.contract';
import { SealImageBox } from '../../../kit/signature/seal-image-box';
import { SignaturePadBox, type SignaturePadHandle } from '../../../kit/signature/signature-pad';
import { isApiError } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session-store';
import { saveSeal, sealCandidates, sealImageUrl, updateSeal, uploadPng } from './seals-api';

type Mode = 'keep' | 'upload' | 'draw' | 'generate';
type Values = { name: string; sealType: CompanySealType; holderUserId: number; text?: string };

export type SealFormDrawerProps = {
  /** null: closed; { seal: null }: add */
  state: { seal: SealRow | null } | null;
  onClose: () => void;
  onSaved: () => void;
};

export function SealFormDrawer({ state, onClose, onSaved }: SealFormDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const companyName = useSessionStore((s) => s.session?.companyName ?? '');
  const [form] = Form.useForm<Values>();
  const seal = state?.seal ?? null;
  const [mode, setMode] = useState<Mode>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const padRef = useRef<SignaturePadHandle>(null);
  const candidates = useQuery({ queryKey: ['system', 'seals', 'candidates'], queryFn: sealCandidates, enabled: state !== null });

  useEffect(() => {
    if (!state) return;
    setMode(state.seal ? 'keep' : 'upload');
    setFile(null);
    setPreview(null);
    form.resetFields();
    if (state.seal)
      form.setFieldsValue({
        name: state.seal.name,
        sealType: state.seal.sealType as CompanySealType,
        holderUserId: state.seal.holderUserId,
      });
  }, [state, form]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = (f: File) => {
    if (f.type !== 'image/png') {
      void message.error(t('sysSeals:form.pngOnly'));
      return Upload.LIST_IGNORE;
    }
    if (f.size > SEAL_IMAGE_MAX_BYTES) {
      void message.error(t('sysSeals:form.tooLarge'));
      return Upload.LIST_IGNORE;
    }
    setFile(f);
    setPreview(URL.createObjectURL(f));
    return false;
  };

  const uploaded = (blob: Blob, name: string) =>
    uploadPng(blob, name).catch((e: unknown) => {
      throw new Error(isApiError(e) ? e.msg : t('sysSeals:form.uploadFailed'));
    });
  const submit = useMutation({
    mutationFn: async (values: Values) => {
      let fileCode: string | undefined;
      if (mode === 'upload') {
        if (!file) throw new Error(t('sysSeals:form.chooseFile'));
        fileCode = await uploaded(file, file.name);
      }
      if (mode === 'draw') {
        const blob = padRef.current?.toPngBlob();
        if (!blob) throw new Error(t('sysSeals:form.drawFirst'));
        fileCode = await uploaded(blob, `${values.name}.png`);
      }
      const generate = mode === 'generate' ? { text: values.text?.trim() || undefined } : undefined;
      const body = { name: values.name, sealType: values.sealType, holderUserId: values.holderUserId, fileCode, generate };
      return seal ? updateSeal({ ...body, id: seal.id }) : saveSeal(body);
    },
    onSuccess: () => {
      void message.success(t('sysSeals:saved'));
      onSaved();
      onClose();
    },
    // the save call's refusal is shown by the request layer; the checks here and a refused upload are not
    onError: (e: unknown) => {
      if (!isApiError(e) && e instanceof Error) void message.error(e.message);
    },
  });

  const modes = [
    ...(seal ? [{ value: 'keep', label: t('sysSeals:form.keep') }] : []),
    { value: 'upload', label: t('sysSeals:form.upload') },
    { value: 'draw', label: t('sysSeals:form.draw') },
    { value: 'generate', label: t('sysSeals:form.generate') },
  ];

  return (
    <Drawer
      open={state !== null}
      title={seal ? t('sysSeals:form.editTitle') : t('sysSeals:add')}
      size={720}
      onClose={onClose}
      destroyOnHidden
      data-testid="seal-form"
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('sysSeals:cancel')}</Button>
          <Button
            type="primary"
            loading={submit.isPending}
            onClick={() => void form.validateFields().then((v) => submit.mutate(v))}
            data-testid="seal-form-submit"
          >
            {t('sysSeals:confirm')}
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="name"
          label={t('sysSeals:columns.name')}
          rules={[{ required: true, whitespace: true, message: t('sysSeals:form.nameRequired') }]}
        >
          <Input maxLength={60} data-testid="seal-name" />
        </Form.Item>
        <Form.Item
          name="sealType"
          label={t('sysSeals:columns.type')}
          rules={[{ required: true, message: t('sysSeals:form.typeRequired') }]}
        >
          <Select options={COMPANY_SEAL_TYPES.map((v) => ({ value: v, label: t(`sysSeals:types.${v}`) }))} data-testid="seal-type" />
        </Form.Item>
        <Form.Item
          name="holderUserId"
          label={t('sysSeals:columns.holder')}
          rules={[{ required: true, message: t('sysSeals:form.holderRequired') }]}
          extra={t('sysSeals:form.holderHint')}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={candidates.isLoading}
            options={(candidates.data?.users ?? []).map((u) => ({ value: u.id, label: u.name }))}
            data-testid="seal-holder"
          />
        </Form.Item>
        <Form.Item label={t('sysSeals:form.image')} required>
          <Flex vertical gap={12}>
            <Segmented value={mode} options={modes} onChange={(v) => setMode(v as Mode)} data-testid="seal-image-mode" />
            {mode === 'keep' && seal && <SealImageBox src={sealImageUrl(seal.id)} alt={seal.name} size={160} />}
            {mode === 'upload' && (
              <Space align="start" size={16}>
                <Upload accept="image/png" maxCount={1} showUploadList={false} beforeUpload={pick}>
                  <Button icon={<UploadOutlined />} data-testid="seal-upload">
                    {t('sysSeals:form.choosePng')}
                  </Button>
                </Upload>
                <SealImageBox src={preview} alt={file?.name ?? ''} size={160} />
              </Space>
            )}
            {mode === 'upload' && <Typography.Text type="secondary">{t('sysSeals:form.uploadHint')}</Typography.Text>}
            {mode === 'draw' && <SignaturePadBox ref={padRef} width={480} height={220} />}
            {mode === 'generate' && (
              <Form.Item name="text" noStyle>
                <Input
                  maxLength={30}
                  placeholder={companyName}
                  addonBefore={t('sysSeals:form.sealText')}
                  data-testid="seal-generate-text"
                />
              </Form.Item>
            )}
            {mode === 'generate' && <Typography.Text type="secondary">{t('sysSeals:form.generateHint')}</Typography.Text>}
          </Flex>
        </Form.Item>
      </Form>
    </Drawer>
  );
}
