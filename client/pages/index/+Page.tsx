export default function Page() {
  return <h1 className="text-3xl">Your Ultimate Gaming Destination</h1>;
}
