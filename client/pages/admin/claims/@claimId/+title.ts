export default 'Key Claim | Admin | Keyshop';
