// Placeholder written by the web shell so the home page builds; the features helper replaces it
// with the Explore Wishlists grid and What Our Recipients Say.
export default function HomeWishlists() {
  return null;
}
