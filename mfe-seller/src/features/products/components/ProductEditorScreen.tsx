import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CATEGORY_SLUGS, useHost, theme } from '@marketplace/contracts';
import { usePageTitle } from '@marketplace/contracts/page-title';
import { NS } from '../../../remote';
import { SellerFrame } from '../../../components/SellerFrame';
import { ReadStatus } from '../../../components/ReadStatus';
import { Field } from '../../../components/Field';
import { PictureField } from '../../../components/PictureField';
import { ProductStatusBadge } from '../../../components/ProductStatusBadge';
import { Button, FieldBox, FormGrid, Notice, linkStyle } from '../../../components/styles';
import { useBackend } from '../../../lib/backend';
import { uploadVendorImage } from '../../../lib/images';
import { useEditorForm } from '../../../lib/useEditorForm';
import { useImageUrl } from '../../../lib/useImageUrl';
import { useRead } from '../../../lib/useRead';
import { sellerPaths } from '../../../lib/routes';
import { checkProductForm, DESCRIPTION_MAX, EMPTY_FORM, formOf, NAME_MAX, type FormField, type ProductForm } from '../data/product-form';
import { createProduct, readProduct, updateProduct, type Product, type ProductStatus } from '../data/products';

const Preview = styled.img`
  width: 160px;
  height: 160px;
  object-fit: cover;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.color.border};
`;

const StatusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin: 0;
  a {
    ${linkStyle}
  }
`;

const ORDER: FormField[] = [
  'name',
  'description',
  'name_sw',
  'description_sw',
  'name_so',
  'description_so',
  'category',
  'price',
  'original_price',
  'stock',
  'image',
];

/** The form of a new product (product null) or of one of the vendor's products. */
function ProductEditor({ vendorId, initial }: { vendorId: string; initial: Product | null }) {
  const { t } = useTranslation(NS);
  const { t: common } = useTranslation('common');
  const host = useHost();
  const backend = useBackend();
  const navigate = useNavigate();
  const imageUrl = useImageUrl();
  const [product, setProduct] = useState(initial);
  const [form, setForm] = useState<ProductForm>(initial ? formOf(initial) : EMPTY_FORM);
  const [busy, setBusy] = useState<'save' | 'status' | null>(null);
  const [done, setDone] = useState('');
  const { problems, show, translate, fail, formError, setFormError, picture, setPicture, choosePicture } = useEditorForm({
    order: ORDER,
    prefix: 'product-',
    busy: busy !== null,
  });
  usePageTitle(product ? t('products.form.editTitle', { name: product.name }) : t('pages.newProduct'));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setDone('');
    const checked = checkProductForm(form);
    const found = translate(checked.problems);
    show(found);
    if (Object.keys(found).length > 0) return;
    setBusy('save');
    try {
      const supabase = await backend();
      const image = picture ? await uploadVendorImage(supabase, vendorId, picture) : (product?.image ?? null);
      const saved = product
        ? await updateProduct(supabase, product.id, { ...checked.fields, image })
        : await createProduct(supabase, vendorId, { ...checked.fields, image });
      host.notify({ kind: 'success', message: t('products.form.saved', { name: saved.name }) });
      setPicture(null);
      if (!product) {
        navigate(sellerPaths.product(saved.id), { replace: true });
        return;
      }
      setProduct(saved);
      setDone(t('products.form.saved', { name: saved.name }));
    } catch (error) {
      fail(error, 'save-product');
    } finally {
      setBusy(null);
    }
  };

  const setStatus = async (status: ProductStatus) => {
    if (!product) return;
    setFormError(null);
    setDone('');
    setBusy('status');
    try {
      const saved = await updateProduct(await backend(), product.id, { status });
      setProduct(saved);
      setDone(t(status === 'published' ? 'products.form.publishedNow' : 'products.form.unpublishedNow', { name: saved.name }));
    } catch (error) {
      fail(error, status === 'published' ? 'publish-product' : 'unpublish-product');
    } finally {
      setBusy(null);
    }
  };

  const textField = (
    field: Exclude<keyof ProductForm, 'is_new'>,
    label: string,
    options: { multiline?: boolean; required?: boolean; hint?: string; inputMode?: 'numeric' | 'decimal' } = {},
  ) => {
    const id = `product-${field}`;
    const props = {
      name: field,
      value: form[field],
      required: options.required,
      disabled: busy !== null,
      onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value })),
    };
    return (
      <Field id={id} label={label} hint={options.hint} error={problems[field]}>
        {options.multiline ? (
          <textarea {...props} rows={5} maxLength={DESCRIPTION_MAX + 100} />
        ) : (
          <input {...props} inputMode={options.inputMode} maxLength={NAME_MAX + 20} />
        )}
      </Field>
    );
  };
  const current = imageUrl(product?.image ?? null);

  return (
    <FormGrid noValidate onSubmit={save} aria-busy={busy !== null}>
      {product && (
        <StatusLine>
          <ProductStatusBadge status={product.status} stock={product.stock} />
          {product.status === 'draft' ? (
            <Button type="button" onClick={() => void setStatus('published')} disabled={busy !== null}>
              {t('products.form.publish')}
            </Button>
          ) : (
            <Button type="button" $variant="secondary" onClick={() => void setStatus('draft')} disabled={busy !== null}>
              {t('products.form.unpublish')}
            </Button>
          )}
          <Link to={sellerPaths.products()}>{t('products.form.back')}</Link>
        </StatusLine>
      )}
      <fieldset>
        <legend>{t('products.form.english')}</legend>
        {textField('name', t('products.form.name'), { required: true })}
        {textField('description', t('products.form.description'), { multiline: true })}
      </fieldset>
      <fieldset>
        <legend>{t('products.form.swahili')}</legend>
        {textField('name_sw', t('products.form.name'))}
        {textField('description_sw', t('products.form.description'), { multiline: true })}
      </fieldset>
      <fieldset>
        <legend>{t('products.form.somali')}</legend>
        {textField('name_so', t('products.form.name'))}
        {textField('description_so', t('products.form.description'), { multiline: true })}
      </fieldset>
      <fieldset>
        <legend>{t('products.form.selling')}</legend>
        <Field id="product-category" label={t('products.form.category')} error={problems.category}>
          <select
            value={form.category}
            required
            disabled={busy !== null}
            onChange={(e) => setForm((f) => ({ ...f, category: e.target.value }))}
          >
            <option value="">{t('products.form.chooseCategory')}</option>
            {CATEGORY_SLUGS.map((slug) => (
              <option key={slug} value={slug}>
                {common(`categories.${slug}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="row">
          {textField('price', t('products.form.price'), { required: true, inputMode: 'decimal' })}
          {textField('original_price', t('products.form.originalPrice'), {
            inputMode: 'decimal',
            hint: t('products.form.originalPriceHint'),
          })}
          {textField('stock', t('products.form.stock'), { required: true, inputMode: 'numeric' })}
        </div>
        <FieldBox className="check">
          <input
            id="product-is_new"
            type="checkbox"
            checked={form.is_new}
            disabled={busy !== null}
            onChange={(e) => setForm((f) => ({ ...f, is_new: e.target.checked }))}
          />
          <label htmlFor="product-is_new">{t('products.form.isNew')}</label>
        </FieldBox>
      </fieldset>
      <fieldset>
        <legend>{t('products.form.picture')}</legend>
        {current && <Preview src={current} alt={t('products.form.currentPicture')} />}
        <PictureField
          id="product-image"
          label={t('products.form.chooseImage')}
          hint={t('products.form.imageHint')}
          error={problems.image}
          disabled={busy !== null}
          onChange={choosePicture}
        />
      </fieldset>
      {formError && (
        <Notice $kind="error" role="alert">
          {formError}
        </Notice>
      )}
      <p role="status">{done}</p>
      <div className="actions">
        <Button type="submit" disabled={busy !== null}>
          {busy === 'save' ? t('products.form.saving') : product ? t('products.form.save') : t('products.form.create')}
        </Button>
      </div>
    </FormGrid>
  );
}

/** An existing product: read, then its form; 'not found' when it is not this vendor's. */
function ExistingProduct({ vendorId, id }: { vendorId: string; id: string }) {
  const { t } = useTranslation(NS);
  const { state } = useRead(`product:${vendorId}:${id}`, (supabase) => readProduct(supabase, vendorId, id), 'read-product');
  if (state.status !== 'ready') return <ReadStatus state={state} loading={t('products.form.loading')} />;
  if (!state.data) {
    return (
      <Notice $kind="info" role="status">
        {t('products.form.notFound')} <Link to={sellerPaths.products()}>{t('products.form.back')}</Link>
      </Notice>
    );
  }
  return <ProductEditor key={state.data.id} vendorId={vendorId} initial={state.data} />;
}

/** /seller/products/new and /seller/products/:id */
export function ProductEditorScreen() {
  const { t } = useTranslation(NS);
  const { id } = useParams();
  return (
    <SellerFrame title={id ? t('pages.editProduct') : t('pages.newProduct')} audience="member">
      {(access) =>
        access.vendorId &&
        (id ? <ExistingProduct vendorId={access.vendorId} id={id} /> : <ProductEditor vendorId={access.vendorId} initial={null} />)
      }
    </SellerFrame>
  );
}
