-- The terms of use of the NTEE Code Changer's IRS letters (SPEC 6: the changer needs no pending IRS_LETTER terms).
INSERT INTO terms_of_use (id, type, version, title, effective_on, paragraphs) VALUES (
  'irs-letter-1',
  'IRS_LETTER',
  '1',
  'NTEE Code Changer: Terms of Use for IRS Letters',
  '2026-01-01',
  ARRAY[
    'The NTEE Code Changer prepares a letter that asks the IRS to change the NTEE code it lists for your organization. The letter is filled with the organization''s name, address and EIN from the IRS Exempt Organizations Business Master File as imported into this product, the current and the requested codes with their titles, your reasons, and the address the letter goes to.',
    'Your organization signs the letter and sends it to the IRS itself. We do not file, send or submit anything to the IRS for you, and we do not follow up with the IRS.',
    'The IRS alone decides whether to change the code, and when. We do not guarantee its decision or an answer. In a 2013 letter the IRS said that the NTEE code has no bearing on tax-exempt status and that it had no formal procedure for such changes, so it may decline the request or not answer it.',
    'Read the letter before you sign it: your organization is responsible for what it says, including the reasons and the requested code.',
    'Each letter uses one IRS-letter credit when it is produced. A credit is not refunded once its letter is produced, even if the letter is not sent or the IRS declines it. A letter that fails to be produced uses no credit.',
    'Your letters stay downloadable from the tool and from your profile. We may update these terms; you will be asked to accept the new version before you produce another letter.'
  ]
);
