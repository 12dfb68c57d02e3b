// /authorization-management/add-authorization 新建授权书: pick a template card, then fill the letter form with a
// live preview of the template's text; ?id= edits a draft (its template opened directly). A link leads to the
// free-form letter (add-manully-authorization).
import { App, Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useEffect, useState } from 'react';
import { LETTER_TEMPLATES, type LetterTemplateCode } from '@medportal/contracts/channel/letter-rules';
import { LetterForm } from './letter-form';
import { ADD_MANUAL_PATH, idParam, useLetterDetail, useLetterTemplates, type LetterTemplate } from './letters-write-api';

function TemplateCards({ templates, onPick }: { templates: LetterTemplate[]; onPick: (t: LetterTemplate) => void }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} data-testid="template-cards">
      {templates.map((tpl) => (
        <Col key={tpl.code} xs={24} md={12} xl={8}>
          <Card
            hoverable
            title={t(`cmLettersWrite:template.${tpl.code}`)}
            onClick={() => onPick(tpl)}
            data-testid={`template-${tpl.code}`}
            actions={[
              <Typography.Link key="use" onClick={() => onPick(tpl)}>
                {t('cmLettersWrite:action.useTemplate')}
              </Typography.Link>,
            ]}
          >
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 4 }} style={{ margin: 0 }}>
              {tpl.body}
            </Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function AddScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params);
  const templates = useLetterTemplates();
  const draft = useLetterDetail(id);
  const [picked, setPicked] = useState<LetterTemplate | null>(null);
  const draftTemplate =
    draft.data?.templateCode && draft.data.templateCode in LETTER_TEMPLATES
      ? (templates.data?.find((x) => x.code === (draft.data!.templateCode as LetterTemplateCode)) ?? null)
      : null;
  const template = id ? draftTemplate : picked;
  const freeForm = id > 0 && draft.data?.templateCode === null;
  useEffect(() => {
    // a free-form draft is edited on its own screen
    if (freeForm) void navigate(`${ADD_MANUAL_PATH}?id=${id}`, { replace: true });
  }, [freeForm, id, navigate]);

  let body;
  if (id && (draft.isError || (draft.data && draft.data.status !== 'draft')))
    body = <Result status="warning" title={t('cmLettersWrite:form.notDraft')} data-testid="not-draft" />;
  else if (freeForm || (id && !draft.data) || !templates.data) body = <Skeleton active />;
  else if (!template) body = <TemplateCards templates={templates.data} onPick={setPicked} />;
  else body = <LetterForm key={template.code} template={template} draft={draft.data} />;

  return (
    <Card
      title={
        template ? `${t('cmLettersWrite:title.add')} · ${t(`cmLettersWrite:template.${template.code}`)}` : t('cmLettersWrite:title.add')
      }
      data-testid="add-authorization-page"
      extra={
        <Flex gap={8}>
          {!id && picked && (
            <Button onClick={() => setPicked(null)} data-testid="change-template">
              {t('cmLettersWrite:action.changeTemplate')}
            </Button>
          )}
          {!id && (
            <Button onClick={() => void navigate(ADD_MANUAL_PATH)} data-testid="to-manual">
              {t('cmLettersWrite:action.manual')}
            </Button>
          )}
        </Flex>
      }
    >
      {body}
    </Card>
  );
}

export function AddAuthorizationPage() {
  return (
    <App component={false}>
      <AddScreen />
    </App>
  );
}
